from django.urls import include, path
from rest_framework.routers import DefaultRouter

from accounts import views as account_views
from invoices import payments
from invoices import views as invoice_views

router = DefaultRouter()
router.register("invoices", invoice_views.InvoiceViewSet, basename="invoice")
router.register("customers", invoice_views.CustomerViewSet, basename="customer")
router.register("pricing-rules", invoice_views.PricingRuleViewSet, basename="pricingrule")

urlpatterns = [
    path("api/", include(router.urls)),
    path("api/reports/revenue/", invoice_views.revenue_report),
    path("login/", account_views.login_view),
    path("pay/<str:code>/return/", payments.payment_return),
    path("hooks/payments/", payments.provider_webhook),
    path("hooks/einvoice/", payments.einvoice_inbox),
]
