import { useState } from 'react';
import { brand as product } from '../../../../core/brand';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { generateReport } from '../data/generate-report';

/** The Report button: disabled while generating, toasts at each step, opens the report in a new tab. */
export function useReport(brandName: string) {
  const [generating, setGenerating] = useState(false);
  const run = async () => {
    if (generating) return;
    setGenerating(true);
    // Open the tab inside the click so pop-up blockers allow it; point it at the report when ready.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    toast({
      title: 'Generating Report',
      description: `Creating ${product.product} intelligence report for ${brandName}...`,
    });
    try {
      const url = await generateReport(brandName);
      toast({
        title: 'Report Generated',
        description: `Opening your ${product.product} intelligence report...`,
      });
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      if (error instanceof ApiError) {
        toast({
          variant: 'destructive',
          title: 'Generation Failed',
          description: error.serverMessage ?? 'Failed to generate report',
        });
      } else {
        toast({
          variant: 'destructive',
          title: 'Connection Error',
          description: 'Unable to generate report. Please try again.',
        });
      }
    } finally {
      setGenerating(false);
    }
  };
  return { generating, run };
}
