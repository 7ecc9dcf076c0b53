from django.contrib import admin
from django.urls import path

from logbook import accounts, views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("login/", accounts.LoginView.as_view(), name="login"),
    path("members/check/", accounts.MemberCheckView.as_view()),
    path("members/certification/", accounts.CertificationView.as_view()),
    path("members/instructors/", accounts.InstructorListView.as_view()),
    path("devices/token/", accounts.DeviceTokenView.as_view()),
    path("verify-email/", accounts.VerifyEmailView.as_view()),
    path("prefs/units/", accounts.UnitsView.as_view()),
    path("dives/stats/", views.DiveStatsView.as_view()),
    path("dives/buddy/", views.BuddySearchView.as_view()),
    path("dives/<int:pk>/", views.DiveDetailView.as_view()),
    path("dives/upload/", views.ComputerUploadView.as_view()),
    path("dives/query/", views.UddfQueryView.as_view()),
    path("dives/export/", views.LogExportView.as_view()),
    path("equipment/profile/", views.EquipmentProfileView.as_view()),
    path("sites/<int:site_id>/photo/", views.SitePhotoView.as_view()),
    path("sites/briefing/", views.SiteBriefingView.as_view()),
    path("plan/gas/", views.GasPlanView.as_view()),
]
