from django.urls import path

from . import views

app_name = "catalog"

urlpatterns = [
    path("", views.SeedListView.as_view(), name="list"),
    path("search/", views.search, name="search"),
    path("family/<str:family>/", views.by_family, name="family"),
    path("quick/", views.quick_germination, name="quick"),
    path("packet/", views.packet_image, name="packet"),
    path("packet/v2/<str:name>/", views.packet_image_v2, name="packet_v2"),
    path("label/", views.print_label, name="label"),
    path("calc/", views.planting_calc, name="calc"),
    path("join/", views.join, name="join"),
    path("done/", views.after_join, name="after_join"),
    path("leave/", views.leave, name="leave"),
    path("verify/", views.verify_partner_member, name="verify"),
]
