from django.urls import path

from . import views

urlpatterns = [
    path("download/", views.download),
    path("reports/<str:name>/", views.download_report),
    path("products.csv", views.products_csv),
]
