from django.contrib import admin
from django.urls import path

from accounts import views as account_views

from . import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("login/", account_views.DirectoryLoginView.as_view(), name="login"),
    path("logout/", account_views.logout_then_continue, name="logout"),
    path("sso/", account_views.sso_callback, name="sso"),
    path("prefs/currency/", account_views.set_currency, name="currency"),
    path("api-keys/", account_views.ApiKeyView.as_view(), name="api-keys"),
    path("expenses/", views.ExpenseListView.as_view(), name="expense-list"),
    path("expenses/search/", views.ExpenseSearchView.as_view()),
    path("expenses/new/", views.ExpenseCreateView.as_view()),
    path("expenses/<int:pk>/receipt/", views.ReceiptView.as_view()),
    path("expenses/archive/", views.ArchivedReceiptView.as_view()),
    path("vendors/lookup/", views.VendorLookupView.as_view()),
    path("reports/totals/", views.TotalsView.as_view()),
    path("reports/year/", views.YearSummaryView.as_view()),
]
