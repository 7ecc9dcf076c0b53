from django.contrib import admin
from django.urls import path

from appointments import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("patients/", views.patient_search, name="patient-search"),
    path("slots/<int:clinic_id>/", views.open_slots, name="open-slots"),
    path("book/", views.book, name="book"),
    path("letters/", views.letter_download, name="letter-download"),
    path("letters/preview/", views.letter_preview, name="letter-preview"),
    path("lang/", views.set_language, name="set-lang"),
    path("verify/", views.send_code, name="send-code"),
    path("reset/", views.start_reset, name="start-reset"),
]
