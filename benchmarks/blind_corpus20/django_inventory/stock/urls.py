from django.urls import path

from . import reports, staff, views

app_name = "stock"

urlpatterns = [
    path("search/", views.search, name="search"),
    path("warehouses/<int:warehouse_id>/totals/", views.warehouse_totals, name="totals"),
    path("items/<str:sku>/", views.item_heading, name="item"),
    path("items/<str:sku>/label/", views.print_label, name="label"),
    path("items/<str:sku>/save/", views.save_item, name="save"),
    path("items/<str:sku>/cancel/", views.cancel_edit, name="cancel"),
    path("items/<str:sku>/image/", views.fetch_item_image, name="image"),
    path("items/<str:sku>/dimensions/", views.set_dimensions, name="dimensions"),
    path("items/<str:sku>/price/<int:rule_id>/", views.preview_price, name="price"),
    path("rules/", views.create_rule, name="rules"),
    path("scanner/token/", views.issue_scanner_token, name="scanner-token"),
    path("suppliers/<str:supplier>/refresh/", views.refresh_supplier, name="refresh"),
    path("feeds/upload/", views.upload_feed, name="feed-upload"),
    path("feeds/lookup/", views.feed_lookup, name="feed-lookup"),
    path("reports/valuation.csv", reports.valuation_csv, name="valuation"),
    path("reports/spot-check/", reports.spot_check, name="spot-check"),
    path("staff/", staff.staff_search, name="staff"),
    path("staff/badge/", staff.staff_by_badge, name="staff-badge"),
]
