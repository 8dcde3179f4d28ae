import type { FmsAppDownload } from './app-download/app-download.element';
import type { FmsAppFooter } from './app-footer/app-footer.element';
import type { FmsAppHeader } from './app-header/app-header.element';
import type { FmsCarDetail } from './car-detail/car-detail.element';
import type { FmsCarForm } from './car-form/car-form.element';
import type { FmsCarList } from './car-list/car-list.element';
import type { FmsDeviceDetail } from './device-detail/device-detail.element';
import type { FmsDriverList } from './driver-list/driver-list.element';
import type { FmsDriverPerformance } from './driver-performance/driver-performance.element';
import type { FmsDtcAdvice } from './dtc-advice/dtc-advice.element';
import type { FmsFenceEditor } from './fence-editor/fence-editor.element';
import type { FmsFenceList } from './fence-list/fence-list.element';
import type { FmsScheduleForm } from './schedule-form/schedule-form.element';
import type { FmsCycleEditor } from './cycle-editor/cycle-editor.element';
import type { FmsMaintenanceCycles } from './maintenance-cycles/maintenance-cycles.element';
import type { FmsMaintenanceRecords } from './maintenance-records/maintenance-records.element';
import type { FmsMaintenanceRecord } from './maintenance-record/maintenance-record.element';
import type { FmsScheduleList } from './schedule-list/schedule-list.element';
import type { FmsSchedulePreview } from './schedule-preview/schedule-preview.element';
import type { FmsHistoryCars } from './history-cars/history-cars.element';
import type { FmsJourneyList } from './journey-list/journey-list.element';
import type { FmsJourneyReview } from './journey-review/journey-review.element';
import type { FmsTrackPlayback } from './track-playback/track-playback.element';
import type { FmsTaskDetail } from './task-detail/task-detail.element';
import type { FmsTaskForm } from './task-form/task-form.element';
import type { FmsTaskImport } from './task-import/task-import.element';
import type { FmsTaskList } from './task-list/task-list.element';
import type { FmsMaintenanceList } from './maintenance-list/maintenance-list.element';
import type { FmsServiceRedeem } from './service-redeem/service-redeem.element';
import type { FmsServiceRecord } from './service-record/service-record.element';
import type { FmsCarServices } from './car-services/car-services.element';
import type { FmsMaintenanceOrders } from './maintenance-orders/maintenance-orders.element';
import type { FmsMaintenanceReservation } from './maintenance-reservation/maintenance-reservation.element';
import type { FmsEventList } from './event-list/event-list.element';
import type { FmsCarEvents } from './car-events/car-events.element';
import type { FmsForgotPassword } from './forgot-password/forgot-password.element';
import type { FmsHlsPlayer } from './hls-player/hls-player.element';
import type { FmsLegalText } from './legal-text/legal-text.element';
import type { FmsLiveVideo } from './live-video/live-video.element';
import type { FmsLoadingOverlay } from './loading-overlay/loading-overlay.element';
import type { FmsMainNav } from './main-nav/main-nav.element';
import type { FmsMonitorMap } from './monitor-map/monitor-map.element';
import type { FmsNoticeList } from './notice-list/notice-list.element';
import type { FmsNotificationBell } from './notification-bell/notification-bell.element';
import type { FmsOpsSidebar } from './ops-sidebar/ops-sidebar.element';
import type { FmsOtpVerify } from './otp-verify/otp-verify.element';
import type { FmsPasswordChange } from './password-change/password-change.element';
import type { FmsRegister } from './register/register.element';
import type { FmsResetPassword } from './reset-password/reset-password.element';
import type { FmsRouteList } from './route-list/route-list.element';
import type { FmsSignIn } from './sign-in/sign-in.element';
import type { FmsUserForm } from './user-form/user-form.element';
import type { FmsUserList } from './user-list/user-list.element';
import type { FmsUserMenu } from './user-menu/user-menu.element';
import type { FmsUserProfile } from './user-profile/user-profile.element';
import type { FmsVehicleDetail } from './vehicle-detail/vehicle-detail.element';
import type { FmsToastRegion } from './toast-region/toast-region.element';
import type { FmsVerifyAccount } from './verify-account/verify-account.element';
import type { FmsVoiceMessage } from './voice-message/voice-message.element';
import type { FmsVideoHistory } from './video-history/video-history.element';
import type { FmsVideoRequests } from './video-requests/video-requests.element';
import type { FmsCustomContent } from './custom-content/custom-content.element';
import type { FmsEnterpriseForm } from './enterprise-form/enterprise-form.element';
import type { FmsOptionLists } from './option-lists/option-lists.element';
import type { FmsSettingsForm } from './settings-form/settings-form.element';
import type { FmsMonthlyReport } from './monthly-report/monthly-report.element';
import type { FmsOperationLog } from './operation-log/operation-log.element';
import type { FmsServiceOrders } from './service-orders/service-orders.element';
import type { FmsServiceOrder } from './service-order/service-order.element';
import type { FmsServiceCheckout } from './service-checkout/service-checkout.element';
import type { LinkTarget } from '../core/navigation';
import type { EventsOf } from './shared/to-element';

/**
 * The console's elements and events, typed for hosts (issue 9, element contract). Import it once,
 * type only, and `document.createElement('fms-monitor-map')`, `querySelector('fms-live-video')` and
 * `addEventListener('carselect', …)` are typed:
 *
 *   import type {} from '<console>/src/elements/element-types';
 *
 * Each element class (made with `toElement`) carries its properties and events from its React
 * component, so nothing here is written twice: an element's `.element.ts` is the one declaration.
 */
export type FmsAppDownloadElement = InstanceType<typeof FmsAppDownload>;
export type FmsServiceOrdersElement = InstanceType<typeof FmsServiceOrders>;
export type FmsServiceOrderElement = InstanceType<typeof FmsServiceOrder>;
export type FmsAppFooterElement = InstanceType<typeof FmsAppFooter>;
export type FmsAppHeaderElement = InstanceType<typeof FmsAppHeader>;
export type FmsCarDetailElement = InstanceType<typeof FmsCarDetail>;
export type FmsHistoryCarsElement = InstanceType<typeof FmsHistoryCars>;
export type FmsJourneyListElement = InstanceType<typeof FmsJourneyList>;
export type FmsJourneyReviewElement = InstanceType<typeof FmsJourneyReview>;
export type FmsTrackPlaybackElement = InstanceType<typeof FmsTrackPlayback>;
export type FmsCarFormElement = InstanceType<typeof FmsCarForm>;
export type FmsCarListElement = InstanceType<typeof FmsCarList>;
export type FmsDeviceDetailElement = InstanceType<typeof FmsDeviceDetail>;
export type FmsDriverListElement = InstanceType<typeof FmsDriverList>;
export type FmsDriverPerformanceElement = InstanceType<typeof FmsDriverPerformance>;
export type FmsDtcAdviceElement = InstanceType<typeof FmsDtcAdvice>;
export type FmsFenceEditorElement = InstanceType<typeof FmsFenceEditor>;
export type FmsFenceListElement = InstanceType<typeof FmsFenceList>;
export type FmsScheduleFormElement = InstanceType<typeof FmsScheduleForm>;
export type FmsCycleEditorElement = InstanceType<typeof FmsCycleEditor>;
export type FmsMaintenanceCyclesElement = InstanceType<typeof FmsMaintenanceCycles>;
export type FmsMaintenanceRecordsElement = InstanceType<typeof FmsMaintenanceRecords>;
export type FmsMaintenanceRecordElement = InstanceType<typeof FmsMaintenanceRecord>;
export type FmsScheduleListElement = InstanceType<typeof FmsScheduleList>;
export type FmsSchedulePreviewElement = InstanceType<typeof FmsSchedulePreview>;
export type FmsTaskDetailElement = InstanceType<typeof FmsTaskDetail>;
export type FmsTaskFormElement = InstanceType<typeof FmsTaskForm>;
export type FmsTaskImportElement = InstanceType<typeof FmsTaskImport>;
export type FmsTaskListElement = InstanceType<typeof FmsTaskList>;
export type FmsMaintenanceListElement = InstanceType<typeof FmsMaintenanceList>;
export type FmsServiceRedeemElement = InstanceType<typeof FmsServiceRedeem>;
export type FmsServiceRecordElement = InstanceType<typeof FmsServiceRecord>;
export type FmsCarServicesElement = InstanceType<typeof FmsCarServices>;
export type FmsMaintenanceOrdersElement = InstanceType<typeof FmsMaintenanceOrders>;
export type FmsMaintenanceReservationElement = InstanceType<typeof FmsMaintenanceReservation>;
export type FmsEventListElement = InstanceType<typeof FmsEventList>;
export type FmsCarEventsElement = InstanceType<typeof FmsCarEvents>;
export type FmsForgotPasswordElement = InstanceType<typeof FmsForgotPassword>;
export type FmsHlsPlayerElement = InstanceType<typeof FmsHlsPlayer>;
export type FmsLegalTextElement = InstanceType<typeof FmsLegalText>;
export type FmsLiveVideoElement = InstanceType<typeof FmsLiveVideo>;
export type FmsLoadingOverlayElement = InstanceType<typeof FmsLoadingOverlay>;
export type FmsMainNavElement = InstanceType<typeof FmsMainNav>;
export type FmsMonitorMapElement = InstanceType<typeof FmsMonitorMap>;
export type FmsNoticeListElement = InstanceType<typeof FmsNoticeList>;
export type FmsNotificationBellElement = InstanceType<typeof FmsNotificationBell>;
export type FmsOpsSidebarElement = InstanceType<typeof FmsOpsSidebar>;
export type FmsOtpVerifyElement = InstanceType<typeof FmsOtpVerify>;
export type FmsPasswordChangeElement = InstanceType<typeof FmsPasswordChange>;
export type FmsRegisterElement = InstanceType<typeof FmsRegister>;
export type FmsResetPasswordElement = InstanceType<typeof FmsResetPassword>;
export type FmsRouteListElement = InstanceType<typeof FmsRouteList>;
export type FmsSignInElement = InstanceType<typeof FmsSignIn>;
export type FmsUserFormElement = InstanceType<typeof FmsUserForm>;
export type FmsUserListElement = InstanceType<typeof FmsUserList>;
export type FmsUserMenuElement = InstanceType<typeof FmsUserMenu>;
export type FmsCustomContentElement = InstanceType<typeof FmsCustomContent>;
export type FmsEnterpriseFormElement = InstanceType<typeof FmsEnterpriseForm>;
export type FmsOptionListsElement = InstanceType<typeof FmsOptionLists>;
export type FmsSettingsFormElement = InstanceType<typeof FmsSettingsForm>;
export type FmsUserProfileElement = InstanceType<typeof FmsUserProfile>;
export type FmsVehicleDetailElement = InstanceType<typeof FmsVehicleDetail>;
export type FmsToastRegionElement = InstanceType<typeof FmsToastRegion>;
export type FmsVerifyAccountElement = InstanceType<typeof FmsVerifyAccount>;
export type FmsVoiceMessageElement = InstanceType<typeof FmsVoiceMessage>;
export type FmsVideoHistoryElement = InstanceType<typeof FmsVideoHistory>;
export type FmsVideoRequestsElement = InstanceType<typeof FmsVideoRequests>;
export type FmsMonthlyReportElement = InstanceType<typeof FmsMonthlyReport>;
export type FmsOperationLogElement = InstanceType<typeof FmsOperationLog>;
export type FmsServiceCheckoutElement = InstanceType<typeof FmsServiceCheckout>;

/**
 * Events the core dispatches for elements (issue 9): `navrequest` from any element's in-console
 * link when embedded (cancellable, bubbling, composed). `sessionend` {reason: 'expired'} goes to
 * document and has the user menu's detail type, so it comes with FmsUserMenu below.
 */
interface CoreEvents {
  navrequest: CustomEvent<LinkTarget>;
}

/**
 * Every event an element dispatches, by DOM name, with its `detail`. One name means one detail
 * everywhere (`carselect` from the map, the live video and the device detail; `followchange` from
 * the map and the truck panel): two elements that disagree fail the type check here.
 */
export interface FmsEventMap extends
    CoreEvents,
    EventsOf<typeof FmsCarForm>,
    EventsOf<typeof FmsCarList>,
    EventsOf<typeof FmsDeviceDetail>,
    EventsOf<typeof FmsDriverList>,
    EventsOf<typeof FmsDriverPerformance>,
    EventsOf<typeof FmsFenceEditor>,
    EventsOf<typeof FmsFenceList>,
    EventsOf<typeof FmsForgotPassword>,
    EventsOf<typeof FmsHistoryCars>,
    EventsOf<typeof FmsJourneyList>,
    EventsOf<typeof FmsJourneyReview>,
    EventsOf<typeof FmsLiveVideo>,
    EventsOf<typeof FmsMainNav>,
    EventsOf<typeof FmsMonitorMap>,
    EventsOf<typeof FmsOtpVerify>,
    EventsOf<typeof FmsPasswordChange>,
    EventsOf<typeof FmsResetPassword>,
    EventsOf<typeof FmsRouteList>,
    EventsOf<typeof FmsSignIn>,
    EventsOf<typeof FmsScheduleForm>,
    EventsOf<typeof FmsCycleEditor>,
    EventsOf<typeof FmsMaintenanceCycles>,
    EventsOf<typeof FmsMaintenanceRecords>,
    EventsOf<typeof FmsMaintenanceRecord>,
    EventsOf<typeof FmsScheduleList>,
    EventsOf<typeof FmsSchedulePreview>,
    EventsOf<typeof FmsTaskDetail>,
    EventsOf<typeof FmsTaskForm>,
    EventsOf<typeof FmsTaskImport>,
    EventsOf<typeof FmsTaskList>,
    EventsOf<typeof FmsMaintenanceList>,
    EventsOf<typeof FmsServiceRedeem>,
    EventsOf<typeof FmsCarServices>,
    EventsOf<typeof FmsMaintenanceOrders>,
    EventsOf<typeof FmsMaintenanceReservation>,
    EventsOf<typeof FmsEventList>,
    EventsOf<typeof FmsCarEvents>,
    EventsOf<typeof FmsUserForm>,
    EventsOf<typeof FmsUserList>,
    EventsOf<typeof FmsUserMenu>,
    EventsOf<typeof FmsCustomContent>,
    EventsOf<typeof FmsEnterpriseForm>,
    EventsOf<typeof FmsSettingsForm>,
    EventsOf<typeof FmsUserProfile>,
    EventsOf<typeof FmsVehicleDetail>,
    EventsOf<typeof FmsVideoHistory>,
    EventsOf<typeof FmsVideoRequests>,
    EventsOf<typeof FmsMonthlyReport>,
    EventsOf<typeof FmsServiceOrders>,
    EventsOf<typeof FmsServiceOrder>,
    EventsOf<typeof FmsServiceCheckout> {}

declare global {
  interface HTMLElementTagNameMap {
    'fms-app-download': FmsAppDownloadElement;
    'fms-service-orders': FmsServiceOrdersElement;
    'fms-service-order': FmsServiceOrderElement;
    'fms-app-footer': FmsAppFooterElement;
    'fms-app-header': FmsAppHeaderElement;
    'fms-car-detail': FmsCarDetailElement;
    'fms-car-form': FmsCarFormElement;
    'fms-car-list': FmsCarListElement;
    'fms-device-detail': FmsDeviceDetailElement;
    'fms-driver-list': FmsDriverListElement;
    'fms-driver-performance': FmsDriverPerformanceElement;
    'fms-dtc-advice': FmsDtcAdviceElement;
    'fms-fence-editor': FmsFenceEditorElement;
    'fms-fence-list': FmsFenceListElement;
    'fms-forgot-password': FmsForgotPasswordElement;
    'fms-history-cars': FmsHistoryCarsElement;
    'fms-hls-player': FmsHlsPlayerElement;
    'fms-journey-list': FmsJourneyListElement;
    'fms-journey-review': FmsJourneyReviewElement;
    'fms-legal-text': FmsLegalTextElement;
    'fms-live-video': FmsLiveVideoElement;
    'fms-loading-overlay': FmsLoadingOverlayElement;
    'fms-main-nav': FmsMainNavElement;
    'fms-monitor-map': FmsMonitorMapElement;
    'fms-notice-list': FmsNoticeListElement;
    'fms-notification-bell': FmsNotificationBellElement;
    'fms-ops-sidebar': FmsOpsSidebarElement;
    'fms-otp-verify': FmsOtpVerifyElement;
    'fms-password-change': FmsPasswordChangeElement;
    'fms-register': FmsRegisterElement;
    'fms-reset-password': FmsResetPasswordElement;
    'fms-route-list': FmsRouteListElement;
    'fms-sign-in': FmsSignInElement;
    'fms-schedule-form': FmsScheduleFormElement;
    'fms-cycle-editor': FmsCycleEditorElement;
    'fms-maintenance-cycles': FmsMaintenanceCyclesElement;
    'fms-maintenance-records': FmsMaintenanceRecordsElement;
    'fms-maintenance-record': FmsMaintenanceRecordElement;
    'fms-schedule-list': FmsScheduleListElement;
    'fms-schedule-preview': FmsSchedulePreviewElement;
    'fms-task-detail': FmsTaskDetailElement;
    'fms-task-form': FmsTaskFormElement;
    'fms-task-import': FmsTaskImportElement;
    'fms-task-list': FmsTaskListElement;
    'fms-maintenance-list': FmsMaintenanceListElement;
    'fms-service-redeem': FmsServiceRedeemElement;
    'fms-service-record': FmsServiceRecordElement;
    'fms-car-services': FmsCarServicesElement;
    'fms-maintenance-orders': FmsMaintenanceOrdersElement;
    'fms-maintenance-reservation': FmsMaintenanceReservationElement;
    'fms-event-list': FmsEventListElement;
    'fms-car-events': FmsCarEventsElement;
    'fms-user-form': FmsUserFormElement;
    'fms-user-list': FmsUserListElement;
    'fms-user-menu': FmsUserMenuElement;
    'fms-custom-content': FmsCustomContentElement;
    'fms-enterprise-form': FmsEnterpriseFormElement;
    'fms-option-lists': FmsOptionListsElement;
    'fms-settings-form': FmsSettingsFormElement;
    'fms-toast-region': FmsToastRegionElement;
    'fms-track-playback': FmsTrackPlaybackElement;
    'fms-user-profile': FmsUserProfileElement;
    'fms-vehicle-detail': FmsVehicleDetailElement;
    'fms-verify-account': FmsVerifyAccountElement;
    'fms-voice-message': FmsVoiceMessageElement;
    'fms-video-history': FmsVideoHistoryElement;
    'fms-video-requests': FmsVideoRequestsElement;
    'fms-monthly-report': FmsMonthlyReportElement;
    'fms-operation-log': FmsOperationLogElement;
    'fms-service-checkout': FmsServiceCheckoutElement;
  }
}
