import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CHART_COLOURS } from './chart-colours.ts';

export type DayRow = { date: string; views: number };

/** Page views per day as an area over the period; dates in the reader's language. */
export const LineChartView = ({ rows, valueName }: { rows: DayRow[]; valueName: string }) => {
  const { i18n } = useTranslation();
  const isRtl = i18n.dir() === 'rtl';
  const format = new Intl.NumberFormat(i18n.language).format;
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayOf = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
        <XAxis dataKey="date" tickFormatter={dayOf} reversed={isRtl} minTickGap={24} />
        <YAxis
          allowDecimals={false}
          tickFormatter={format}
          width={48}
          orientation={isRtl ? 'right' : 'left'}
        />
        <Tooltip
          labelFormatter={(date) => dayOf(String(date))}
          formatter={(value) => [format(Number(value)), valueName]}
        />
        <Area
          type="monotone"
          dataKey="views"
          name={valueName}
          stroke={CHART_COLOURS.line}
          fill={CHART_COLOURS.area}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
};
