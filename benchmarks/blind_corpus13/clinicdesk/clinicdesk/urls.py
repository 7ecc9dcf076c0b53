from django.contrib import admin
from django.urls import path

from patients import api, documents, views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("patients/", views.PatientSearchView.as_view(), name="patient-search"),
    path("patients/<int:pk>/", views.PatientDetailView.as_view(), name="patient-detail"),
    path("patients/<int:pk>/confirm/", views.ConfirmAppointmentView.as_view(), name="appointment-confirm"),
    path("reports/", views.ReportView.as_view(), name="reports"),
    path("switch-clinic/", views.SwitchClinicView.as_view(), name="switch-clinic"),
    path("leave/", views.ExitView.as_view(), name="exit"),
    path("api/appointments/import/", api.import_appointments, name="api-import"),
    path("api/labs/", api.lab_results, name="api-labs"),
    path("scans/", documents.scan_by_name, name="scan-by-name"),
    path("scans/<int:pk>/", documents.scan_download, name="scan-download"),
]
