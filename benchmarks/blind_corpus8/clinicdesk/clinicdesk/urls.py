from django.contrib import admin
from django.urls import path

from appointments import views as appt_views
from patients import api, reports, views
from patients import export_de

urlpatterns = [
    path("admin/", admin.site.urls),
    path("patients/", views.patient_search, name="patient-search"),
    path("patients/mrn/<str:mrn>/", views.patient_by_mrn, name="patient-by-mrn"),
    path("patients/<int:pk>/", views.patient_detail, name="patient-detail"),
    path("clinic/switch/", views.switch_clinic, name="switch-clinic"),
    path("accounts/after-login/", views.after_login, name="after-login"),
    path("reports/diagnoses/", reports.diagnosis_report, name="diagnosis-report"),
    path("reports/visits/", reports.visit_summary, name="visit-summary"),
    path("export/de/", export_de.export_view, name="export-de"),
    path("intake/step/", api.intake_step, name="intake-step"),
    path("intake/resume/", api.intake_resume, name="intake-resume"),
    path("appointments/book/", appt_views.book, name="appt-book"),
    path("appointments/cancel/", appt_views.cancel, name="appt-cancel"),
    path("appointments/day/", appt_views.day_view, name="appt-day"),
    path("appointments/by-doctor/", appt_views.by_doctor, name="appt-by-doctor"),
    path("patients/lab-file/", views.lab_file, name="lab-file"),
    path("intake/score/", api.intake_score, name="intake-score"),
    path("intake/confirm/", api.intake_confirm, name="intake-confirm"),
]
