import { MessageCircle, Send } from "lucide-react";
import type { SocialNetwork } from "../../../common/settings";

interface IconProps {
  className?: string;
}

// Brand marks drawn in the same 24px stroke style as the rest of the icon set
// (lucide no longer ships brand logos).
function StrokeIcon({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

const icons: Record<SocialNetwork, (props: IconProps) => React.ReactNode> = {
  instagram: (props) => (
    <StrokeIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </StrokeIcon>
  ),
  facebook: (props) => (
    <StrokeIcon {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </StrokeIcon>
  ),
  linkedin: (props) => (
    <StrokeIcon {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </StrokeIcon>
  ),
  telegram: (props) => <Send aria-hidden="true" {...props} />,
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const Icon = icons[network];
  return <Icon className={className} />;
}

export function ChatIcon({ className }: IconProps) {
  return <MessageCircle aria-hidden="true" className={className} />;
}
