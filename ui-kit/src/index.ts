// Public interface of @church/ui-kit: explicit named exports only (apps share this module as a
// Module Federation singleton). Styles: import "@church/ui-kit/styles.css" once per app.

// Components
export { AdminShell, type AdminShellItem, type AdminShellProps } from "./admin-shell/admin-shell.tsx";
export { Alert, type AlertProps, type AlertTone } from "./alert/alert.tsx";
export { Badge, type BadgeProps, type BadgeTone } from "./badge/badge.tsx";
export { BulkBar, type BulkBarProps } from "./bulk-bar/bulk-bar.tsx";
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from "./button/button.tsx";
export { Card, type CardProps } from "./card/card.tsx";
export { Checkbox, type CheckboxProps } from "./checkbox/checkbox.tsx";
export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog/confirm-dialog.tsx";
export { CrmShell, type CrmShellProps } from "./crm-shell/crm-shell.tsx";
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
  type SortDirection,
  type SortValue,
} from "./data-table/data-table.tsx";
export { Dialog, DialogClose, type DialogProps } from "./dialog/dialog.tsx";
export {
  DropdownMenu,
  type DropdownMenuItem,
  type DropdownMenuProps,
} from "./dropdown-menu/dropdown-menu.tsx";
export { EmptyState, type EmptyStateProps } from "./empty-state/empty-state.tsx";
export { Field, type FieldControlProps, type FieldProps } from "./field/field.tsx";
// i18n: one shared i18next instance
export { commonEn } from "./i18n/common.texts.en.ts";
export { commonSw } from "./i18n/common.texts.sw.ts";
export {
  createChurchI18n,
  defaultLanguage,
  isLanguage,
  type Language,
  languageStorageKey,
  languages,
  pageI18n,
  rememberLanguage,
  setPageI18n,
} from "./i18n/core.ts";
export { i18n } from "./i18n/i18n.ts";
export {
  definedNamespaces,
  defineTexts,
  loadTexts,
  type TextSource,
  type Translation,
} from "./i18n/texts.ts";
export { textsProblems } from "./i18n/texts-parity.ts";
export { useLanguage } from "./i18n/use-language.ts";
export { LanguageSwitch, type LanguageSwitchProps } from "./language-switch/language-switch.tsx";
export { PageHeader, type PageHeaderProps } from "./page-header/page-header.tsx";
export { PasswordField, type PasswordFieldProps } from "./password-field/password-field.tsx";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./radio-group/radio-group.tsx";
export type {
  ContentPreviewItem,
  ContentPreviewProps,
  ExposedModules,
  RecordsScreenProps,
  SignedInMenuProps,
} from "./remote-boundary/exposed-modules.ts";
export { RemoteBoundary, type RemoteBoundaryProps } from "./remote-boundary/remote-boundary.tsx";
export {
  createRemoteLoader,
  type FederationHost,
  type RemoteEntry,
  type RemoteModule,
  type RemoteModuleId,
  registerOnBuiltInstance,
} from "./remote-boundary/remotes.ts";
export { RowMenu, type RowMenuProps } from "./row-menu/row-menu.tsx";
export { SelectField, type SelectFieldProps, type SelectOption } from "./select-field/select-field.tsx";
export { Skeleton, type SkeletonProps } from "./skeleton/skeleton.tsx";
export { Spinner, type SpinnerProps } from "./spinner/spinner.tsx";
// createStaffApp is its own entry (@church/ui-kit/staff-app): the public site provides this whole index to
// the share scope, and the shell's data router (createBrowserRouter) cost its first load 16 KB gzipped.
export { StaffCrashScreen, StaffNotFoundScreen } from "./staff-app/staff-screens.tsx";
export { StatCard, type StatCardProps } from "./stat-card/stat-card.tsx";
export { Switch, type SwitchProps } from "./switch/switch.tsx";
export { type TabItem, Tabs, type TabsProps } from "./tabs/tabs.tsx";
export { TextArea, type TextAreaProps } from "./text-area/text-area.tsx";
export { TextField, type TextFieldProps } from "./text-field/text-field.tsx";
export { Toaster, type ToasterProps, toast, toastDefaults } from "./toaster/toaster.tsx";
export type { HeadingLevel } from "./utils/heading.tsx";
