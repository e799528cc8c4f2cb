import { ChartWithData, type ChartData } from './chart-with-data';
import { DashboardPanel } from './dashboard-panel';
import { InlineNotice } from './inline-notice';

type Props = {
  id: string;
  title: string;
  // null: the figures could not be loaded.
  figures: ChartData | null;
  children: React.ReactNode;
};

// A chart with its text alternative in a panel of its own.
export function ChartFigure({ id, title, figures, children }: Props) {
  return (
    <DashboardPanel id={id} title={title}>
      {figures ? (
        <ChartWithData caption={title} figures={figures}>
          {children}
        </ChartWithData>
      ) : (
        <InlineNotice />
      )}
    </DashboardPanel>
  );
}
