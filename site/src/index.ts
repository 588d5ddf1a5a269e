// The async boundary lets Module Federation negotiate shared singletons (react, react-dom,
// @emotion/react) and fetch the shared_ui remote before any application code runs.
void import('./bootstrap');
