from django.urls import path

from .views import accounts, appointments, documents, patients

app_name = "clinic"

urlpatterns = [
    path("register/", patients.RegisterView.as_view(), name="register"),
    path("patients/search/", patients.PatientSearchView.as_view(), name="patient-search"),
    path("patients/born/<int:year>/", patients.BirthYearView.as_view(), name="patient-born"),
    path("patients/<int:pk>/", patients.PatientCardView.as_view(), name="patient-card"),
    path("patients/<int:pk>/outcomes/<int:measure>/", patients.OutcomeScoreView.as_view(), name="outcome-score"),
    path("appointments/book/", appointments.BookView.as_view(), name="book"),
    path("appointments/manage/<str:token>/", appointments.ManageView.as_view(), name="manage"),
    path("kiosk/login/", appointments.KioskLoginView.as_view(), name="kiosk-login"),
    path("kiosk/clinic/<slug:slug>/", appointments.ClinicSelectView.as_view(), name="kiosk-clinic"),
    path("accounts/login/", accounts.PortalLoginView.as_view(), name="login"),
    path("accounts/logout/", accounts.PortalLogoutView.as_view(), name="logout"),
    path("staff/directory/", accounts.StaffDirectoryView.as_view(), name="directory"),
    path("staff/directory/<str:username>/", accounts.StaffMemberView.as_view(), name="directory-member"),
    path("staff/groups/<str:group>/", accounts.GroupMembersView.as_view(), name="directory-group"),
    path("letters/<int:pk>/new/", documents.LetterCreateView.as_view(), name="letter-new"),
    path("letters/<int:pk>/invoice/", documents.InvoiceView.as_view(), name="invoice"),
    path("letters/download/", documents.LetterDownloadView.as_view(), name="letter-download"),
    path("scans/<str:name>/", documents.ScanDownloadView.as_view(), name="scan"),
    path("programme/<int:pk>/import/", documents.ProgrammeImportView.as_view(), name="programme-import"),
    path("programme/templates/", documents.ProgrammeTemplateView.as_view(), name="programme-templates"),
    path("programme/library/", documents.ExerciseLibraryView.as_view(), name="exercise-library"),
    path("referrals/upload/", documents.ReferralUploadView.as_view(), name="referral-upload"),
    path("referrals/nhs/", documents.ReferralLookupView.as_view(), name="referral-lookup"),
    path("referrals/scan-link/", documents.ScanLinkView.as_view(), name="scan-link"),
]
