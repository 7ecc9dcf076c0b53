from django.contrib import admin
from django.urls import path

from accounts import views as account_views
from reports import views as report_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("login/", account_views.login_view, name="login"),
    path("logout/", account_views.logout_view, name="logout"),
    path("profile/", account_views.ProfileView.as_view(), name="profile"),
    path("welcome/", account_views.welcome, name="welcome"),
    path("reset/", account_views.request_reset, name="reset"),
    path("reports/ledger/", report_views.ledger_rows, name="ledger-rows"),
    path("reports/totals/", report_views.totals, name="totals"),
    path("reports/download/", report_views.download, name="download"),
    path("reports/schedule/", report_views.ScheduleView.as_view(), name="schedule"),
]
