from django.contrib import admin

from .models import Customer, Invoice


@admin.register(Customer)
class CustomerAdmin(admin.ModelAdmin):
    list_display = ("name", "email", "country")
    search_fields = ("name", "email")


@admin.register(Invoice)
class InvoiceAdmin(admin.ModelAdmin):
    list_display = ("number", "customer", "total_cents", "status")
    list_filter = ("status",)
    raw_id_fields = ("customer",)
