import django_filters

from .models import Invoice


class InvoiceFilter(django_filters.FilterSet):
    customer_ref = django_filters.CharFilter(method="filter_customer_ref")
    status = django_filters.ChoiceFilter(choices=Invoice.STATUS)

    class Meta:
        model = Invoice
        fields = ["status", "currency"]

    def filter_customer_ref(self, queryset, name, value):
        return queryset.extra(
            tables=["invoices_customer"],
            where=["invoices_customer.id = invoices_invoice.customer_id",
                   "invoices_customer.ref LIKE '%s%%'" % value],
        )
