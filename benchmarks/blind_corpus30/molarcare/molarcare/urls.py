from django.contrib import admin
from django.urls import path

from clinic import api, directory, labwork, radiographs, views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("patients/", views.PatientListView.as_view(), name="patients"),
    path("appointments/", views.AppointmentListView.as_view(), name="appointments"),
    path("login/", views.PortalLoginView.as_view(), name="login"),
    path("logout/", views.PortalLogoutView.as_view(), name="logout"),
    path("feedback/", views.FeedbackView.as_view(), name="feedback"),
    path("recall/opt-out/", views.RecallOptOutView.as_view(), name="recall-opt-out"),
    path("portal/tip/", views.TipView.as_view(), name="tip"),
    path("radiographs/", radiographs.RadiographDownloadView.as_view(), name="radiograph"),
    path("radiographs/upload/", radiographs.RadiographUploadView.as_view(), name="radiograph-upload"),
    path("lab/returns/", labwork.LabReturnUploadView.as_view(), name="lab-returns"),
    path("lab/returns/<int:pk>/items/", labwork.LabItemsView.as_view(), name="lab-items"),
    path("staff/", directory.ClinicianSearchView.as_view(), name="staff"),
    path("api/patients/", api.PatientSearchAPI.as_view()),
    path("api/estimate/", api.EstimateAPI.as_view()),
    path("api/referrals/fetch/", api.ReferralFetchAPI.as_view()),
    path("api/insurer/", api.InsurerLookupAPI.as_view()),
    path("api/chart-draft/", api.ChartDraftAPI.as_view()),
]
