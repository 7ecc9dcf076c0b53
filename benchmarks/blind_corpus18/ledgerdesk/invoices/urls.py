from django.urls import path

from . import views

urlpatterns = [
    path("", views.invoice_list, name="invoice-list"),
    path("search/", views.search, name="invoice-search"),
    path("<int:pk>/note/", views.note, name="invoice-note"),
    path("download/", views.download, name="invoice-download"),
    path("switch/", views.switch_company, name="switch"),
    path("done/", views.done, name="done"),
]
