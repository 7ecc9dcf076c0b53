from django.contrib import admin

from .models import Category, Product, Review


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = ("sku", "name", "price", "featured")
    search_fields = ("sku", "name")


admin.site.register(Category)
admin.site.register(Review)
