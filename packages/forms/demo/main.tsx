import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormRenderer } from '../src/index.ts';
import type { FormLayout, FormMode } from '../src/index.ts';
import { demoDefinition, demoValues } from './demo-definition.ts';

// Playground: ?layout=simple|stepper|html|preboardingAdmin&mode=edit|view&filled=1
const params = new URLSearchParams(window.location.search);
const layout = (params.get('layout') ?? 'stepper') as FormLayout;
const mode = (params.get('mode') ?? 'edit') as FormMode;
const isFilled = params.get('filled') === '1' || mode === 'view';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <FormRenderer
        definition={demoDefinition}
        values={isFilled ? demoValues : {}}
        layout={layout}
        mode={mode}
        ariaLabel="Application questions"
        onSubmit={(values) => console.info('submitted', JSON.stringify(values))}
        admin={{
          onDuplicateQuestion: (item) => console.info('duplicate', item.name),
          onEditQuestion: (item) => console.info('edit', item.name),
          onDeleteQuestion: (item) => console.info('delete', item.name),
          onReorderQuestions: (section, names) => console.info('reorder', section, names),
        }}
      />
    </StrictMode>,
  );
  // ?submit=1 submits once on load, to show the error states.
  if (params.get('submit') === '1') {
    setTimeout(() => document.querySelector('form')?.requestSubmit(), 300);
  }
}
