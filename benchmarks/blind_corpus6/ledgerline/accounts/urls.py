from django.urls import path

from . import views

app_name = "accounts"

urlpatterns = [
    path("ledger/", views.ledger_home, name="home"),
    path("ledger/<int:account_id>/", views.ledger, name="ledger"),
    path("ledger/<int:account_id>/upload/", views.upload_statement, name="upload"),
    path("ledger/<int:account_id>/refresh/", views.refresh_feed, name="refresh"),
    path("transactions/search/", views.transaction_search, name="search"),
    path("transactions/<int:pk>/reconcile/", views.reconcile, name="reconcile"),
    path("attachments/<int:pk>/", views.attachment_download, name="attachment"),
    path("receipts/preview/", views.receipt_preview, name="receipt-preview"),
    path("members/", views.member_directory, name="directory"),
    path("members/<int:member_id>/statement/", views.member_statement, name="statement"),
    path("members/<int:member_id>/statement.pdf", views.statement_pdf, name="statement-pdf"),
    path("periods/<int:pk>/switch/", views.switch_period, name="switch-period"),
    path("reports/totals/", views.totals_report, name="totals"),
]
