from django.urls import path

from . import views

urlpatterns = [
    path("upload/", views.upload_definition, name="report-upload"),
    path("render/", views.render_custom, name="report-render"),
    path("restore/", views.restore_state, name="report-restore"),
]
