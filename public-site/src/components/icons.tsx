import type { SVGProps } from "react";

/** Decorative line icons (24px grid, currentColor). Text beside them always says what they mean. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: string[], filled = false) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? "currentColor" : "none"}
        stroke={filled ? "none" : "currentColor"}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const PlayIcon = icon(["M7 4.5v15l12-7.5z"], true);
export const PauseIcon = icon(["M7 4h3.5v16H7z", "M13.5 4H17v16h-3.5z"], true);
export const BackIcon = icon(["M3 12a9 9 0 1 0 3-6.7", "M3 4v5h5"]);
export const ForwardIcon = icon(["M21 12a9 9 0 1 1-3-6.7", "M21 4v5h-5"]);
export const VolumeIcon = icon([
  "M11 5 6 9H3v6h3l5 4z",
  "M15.5 8.5a5 5 0 0 1 0 7",
  "M18.5 5.5a9 9 0 0 1 0 13",
]);
export const MuteIcon = icon(["M11 5 6 9H3v6h3l5 4z", "m22 9-6 6", "m16 9 6 6"]);
export const DownloadIcon = icon(["M12 3v12", "m7 10 5 5 5-5", "M5 21h14"]);
export const ShareIcon = icon([
  "M18 8a3 3 0 1 0-3-3 3 3 0 0 0 3 3z",
  "M6 15a3 3 0 1 0-3-3 3 3 0 0 0 3 3z",
  "M18 22a3 3 0 1 0-3-3 3 3 0 0 0 3 3z",
  "m8.6 13.5 6.8 4",
  "m15.4 6.5-6.8 4",
]);
export const CalendarIcon = icon(["M4 5h16v16H4z", "M16 3v4", "M8 3v4", "M4 10h16"]);
export const MapPinIcon = icon([
  "M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z",
  "M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
]);
export const ClockIcon = icon(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 7v5l3 2"]);
export const UsersIcon = icon([
  "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
  "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  "M22 21v-2a4 4 0 0 0-3-3.9",
  "M16 3.1a4 4 0 0 1 0 7.8",
]);
export const ChevronLeftIcon = icon(["m15 18-6-6 6-6"]);
export const ChevronRightIcon = icon(["m9 18 6-6-6-6"]);
export const CloseIcon = icon(["M18 6 6 18", "m6 6 12 12"]);
export const MinusIcon = icon(["M5 12h14"]);
export const ChatIcon = icon(["M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12z"]);
export const SendIcon = icon(["m22 2-7 20-4-9-9-4z", "M22 2 11 13"]);
export const RobotIcon = icon([
  "M5 9h14v10H5z",
  "M12 5v4",
  "M12 3.5a1 1 0 1 0 0 .1",
  "M9 14h.01",
  "M15 14h.01",
  "M2 13v3",
  "M22 13v3",
]);
export const LightningIcon = icon(["M13 2 4 14h7l-1 8 9-12h-7z"]);
export const PhoneIcon = icon([
  "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z",
]);
export const MailIcon = icon(["M3 5h18v14H3z", "m3 7 9 6 9-6"]);
export const HeartIcon = icon([
  "M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z",
]);
export const VideoIcon = icon(["M2 6h14v12H2z", "m16 10 6-4v12l-6-4"]);
export const TvIcon = icon(["M2 7h20v13H2z", "m17 2-5 5-5-5"]);
export const PhoneDeviceIcon = icon(["M7 2h10v20H7z", "M12 18h.01"]);
export const TabletIcon = icon(["M4 2h16v20H4z", "M12 18h.01"]);
export const MonitorIcon = icon(["M2 3h20v14H2z", "M8 21h8", "M12 17v4"]);
export const CarIcon = icon(["M5 17h14v-5l-2-5H7l-2 5z", "M5 12h14", "M7.5 17v2", "M16.5 17v2"]);
export const BusIcon = icon(["M4 3h16v14H4z", "M4 10h16", "M7 17v3", "M17 17v3", "M8 14h.01", "M16 14h.01"]);
export const WalkIcon = icon([
  "M13 4.5a1.5 1.5 0 1 0 0-.1",
  "m9 20 3-6 3 3v4",
  "m6 12 3-3 4 1 3 3",
  "m10 9-1 5",
]);
export const AccessibilityIcon = icon([
  "M12 4.5a1.5 1.5 0 1 0 0-.1",
  "M5 8l7 1 7-1",
  "M12 9v5",
  "m8 21 4-7 4 7",
]);
export const BookIcon = icon([
  "M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z",
  "M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5",
]);
export const ExternalIcon = icon([
  "M15 3h6v6",
  "M10 14 21 3",
  "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6",
]);
export const SearchIcon = icon(["M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z", "m21 21-4.3-4.3"]);
export const CheckIcon = icon(["M20 6 9 17l-5-5"]);
export const InfoIcon = icon(["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 16v-4", "M12 8h.01"]);
export const SparkIcon = icon([
  "M12 3v4",
  "M12 17v4",
  "M3 12h4",
  "M17 12h4",
  "m6 6 2.5 2.5",
  "m15.5 15.5 2.5 2.5",
  "m6 18 2.5-2.5",
  "m15.5 8.5 2.5-2.5",
]);
export const LeafIcon = icon([
  "M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z",
  "M2 21c0-3 1.9-5.4 5.2-6",
]);
export const DoveIcon = icon([
  "M16 7h.01",
  "M3.4 18H12a8 8 0 0 0 8-8V7a4 4 0 0 0-7.3-2.3L2 20",
  "m20 7 2 .5-2 .5",
  "M10 18v3",
  "M14 17.8V21",
]);
export const HandshakeIcon = icon([
  "m11 17 2 2a1 1 0 1 0 3-3",
  "m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.9-3.9a3 3 0 0 0-4.2 0l-.9.9a1 1 0 1 1-3-3l2.8-2.8a5.8 5.8 0 0 1 7.1-.9l.5.3a2 2 0 0 0 1.4.3L21 3",
  "m21 3 1 11h-2",
  "M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3",
  "M3 4h8",
]);
export const ScaleIcon = icon([
  "M12 3v18",
  "M5 21h14",
  "M3 7h18",
  "m6 7-3 7a3 3 0 0 0 6 0z",
  "m18 7-3 7a3 3 0 0 0 6 0z",
]);
export const FacebookIcon = icon(["M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"]);
export const InstagramIcon = icon([
  "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z",
  "M16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4z",
  "M17.5 6.5h.01",
]);
export const WhatsAppIcon = icon([
  "M3 21l1.7-5A9 9 0 1 1 8 19.4z",
  "M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1",
]);
export const XLogoIcon = icon(["M4 4l16 16", "M20 4 4 20"]);
export const LinkIcon = icon([
  "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7",
  "M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7",
]);
