import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CHART_COLOURS } from './chart-colours.ts';

export type BarRow = { label: string; value: number };

const ROW_HEIGHT = 32;

/** Horizontal bars, one per row, longest label cut at the axis (the table beside has it whole). */
export const BarChartView = ({ rows, valueName }: { rows: BarRow[]; valueName: string }) => {
  const { i18n } = useTranslation();
  const isRtl = i18n.dir() === 'rtl';
  const format = new Intl.NumberFormat(i18n.language).format;
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, rows.length * ROW_HEIGHT + 48)}>
      <BarChart
        data={rows}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
      >
        <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
        <XAxis type="number" allowDecimals={false} reversed={isRtl} tickFormatter={format} />
        <YAxis
          type="category"
          dataKey="label"
          width={120}
          orientation={isRtl ? 'right' : 'left'}
          tickFormatter={(label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label)}
        />
        <Tooltip formatter={(value) => [format(Number(value)), valueName]} />
        <Bar dataKey="value" name={valueName} fill={CHART_COLOURS.bar} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
};
