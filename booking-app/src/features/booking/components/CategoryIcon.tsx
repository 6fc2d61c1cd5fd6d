/** Small line icons for the category tiles (inline: no request, no emoji font needed). */
export function CategoryIcon({ category }: { category: 'document' | 'parcel' | 'logistics' }) {
  const paths = {
    document: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
    parcel: 'M4 8l8-4 8 4v9l-8 4-8-4zM4 8l8 4 8-4M12 12v9',
    logistics:
      'M2 7h11v9H2zM13 10h4l3 3v3h-7M6 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  };
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[category]} />
    </svg>
  );
}
