import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { failureText, fieldTextsOfError } from '../refusals/refusalText';
import { API_PATHS } from '@app/contract/paths';
import {
  REPORT_BREAKDOWN_LABELS,
  REPORT_BREAKDOWNS,
  reportSearchParams,
  type LeadsReport,
  type ReportInterval,
} from '@app/contract/reports';
import { Box, Container, HStack, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { NativeSelect } from 'shared_ui/choices';
import { useAuth } from '../auth/useAuth';
import { FieldError } from '../forms/FieldError';
import { Loading, LoadError } from '../loading/LoadState';
import { StaffSection } from '../shell/StaffScreen';
import { BreakdownChart, TrendChart } from './ReportCharts';
import { ReportTable, type TableRow } from './ReportTable';
import { MEASURES, pointLabel, rowLabel } from './reportWords';
import { reportQuery } from './reportsApi';

const DAY = 86_400_000;
/** Dates as the API takes them. UTC's date: never after the business zone's (the Gulf's) today. */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

interface Period {
  from: string;
  to: string;
  interval: ReportInterval;
}

function periodOf(params: URLSearchParams): Period {
  const interval = params.get('interval') === 'week' ? 'week' : 'month';
  return {
    from: params.get('from') ?? isoDay(Date.now() - 89 * DAY),
    to: params.get('to') ?? isoDay(Date.now()),
    interval,
  };
}

/** The totals of the period, one figure per measure. */
function Totals({ report }: { report: LeadsReport }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
      {MEASURES.map((measure) => (
        <Box key={measure.key} borderWidth="1px" borderRadius="md" p="4">
          <Box as="dt" fontSize="sm" color="fg.muted">
            {measure.label}
          </Box>
          <Box as="dd" fontSize="2xl" fontWeight="semibold">
            {report.totals[measure.key]}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ReportView({ report }: { report: LeadsReport }) {
  const trend: TableRow[] = report.trend.map((point) => ({
    ...point,
    label: pointLabel(point.start, report.interval),
  }));
  const trendTitle = `Trend by ${report.interval}`;
  return (
    <Stack gap="8">
      <Totals report={report} />
      <StaffSection title={trendTitle}>
        <TrendChart title={trendTitle} points={trend} />
        <ReportTable
          caption={trendTitle}
          rows={trend}
          first={report.interval === 'week' ? 'Week' : 'Month'}
        />
      </StaffSection>
      {REPORT_BREAKDOWNS.map((breakdown) => {
        const title = REPORT_BREAKDOWN_LABELS[breakdown];
        const rows = report.breakdowns[breakdown].map((row) => ({
          ...row,
          label: rowLabel(breakdown, row),
        }));
        return (
          <StaffSection key={breakdown} title={title}>
            {rows.length === 0 ? (
              <Text color="fg.muted">No enquiries in this period.</Text>
            ) : (
              <>
                <BreakdownChart title={title} rows={rows} />
                <ReportTable caption={title} rows={rows} first={title} />
              </>
            )}
          </StaffSection>
        );
      })}
    </Stack>
  );
}

/**
 * /admin/reports: for a period, where enquiries came from and what became of them, as charts and
 * the same numbers as tables; admins export it as CSV.
 */
export function ReportsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const search = reportSearchParams(period);
  const report = useQuery(reportQuery(search));
  const [draft, setDraft] = useState(period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(new URLSearchParams(reportSearchParams(draft)));
  };
  // The period's fields the answer refused, in the admin's words; empty for any other failure.
  const fields = report.isError ? fieldTextsOfError(report.error) : {};
  const periodRefused = Object.keys(fields).length > 0;

  return (
    <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="end" gap="4" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Reports
          </Heading>
          {user?.role === 'admin' && (
            <Button asChild variant="outline" colorPalette="brand">
              <a href={`${API_PATHS.staffReportsExport}${search}`} download>
                Export CSV
              </a>
            </Button>
          )}
        </HStack>
        <form onSubmit={submit} aria-label="Period" noValidate>
          <HStack gap="3" align="end" wrap="wrap">
            {(['from', 'to'] as const).map((key) => (
              <Field.Root key={key} w="44" invalid={fields[key] !== undefined}>
                <Field.Label>{key === 'from' ? 'From' : 'To'}</Field.Label>
                <Input
                  type="date"
                  value={draft[key]}
                  onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                />
                {fields[key] !== undefined && <FieldError>{fields[key]}</FieldError>}
              </Field.Root>
            ))}
            <Field.Root w="36">
              <Field.Label>Trend by</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-label="Trend by"
                  value={draft.interval}
                  onChange={(event) =>
                    setDraft({ ...draft, interval: event.target.value as ReportInterval })
                  }
                >
                  <option value="month">Month</option>
                  <option value="week">Week</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button type="submit" colorPalette="brand">
              Show
            </Button>
          </HStack>
        </form>
        {report.isPending && <Loading>Loading the report...</Loading>}
        {report.isError && !periodRefused && (
          <LoadError
            title="Error loading the report"
            message={failureText(report.error, 'The report could not be loaded. Please try again.')}
          />
        )}
        {report.isSuccess && <ReportView report={report.data} />}
      </Stack>
    </Container>
  );
}
