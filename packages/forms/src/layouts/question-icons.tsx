export type QuestionAction = 'duplicate' | 'edit' | 'delete' | 'moveUp' | 'moveDown';

// 20 px stroke icons; drawn inline so no icon font or emoji glyph is needed.
const paths: Record<QuestionAction, string> = {
  duplicate: 'M8 8h10v10H8z M4 14V4h10',
  edit: 'M4 20h4L19 9l-4-4L4 16z M13 7l4 4',
  delete: 'M5 7h14 M10 7V4h4v3 M7 7l1 13h8l1-13',
  moveUp: 'M12 19V5 M6 11l6-6 6 6',
  moveDown: 'M12 5v14 M6 13l6 6 6-6',
};

export function QuestionIcon({ action }: { action: QuestionAction }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[action]} />
    </svg>
  );
}
