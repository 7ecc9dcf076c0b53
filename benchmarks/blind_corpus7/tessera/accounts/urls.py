from django.urls import path

from . import views

urlpatterns = [
    path("login/", views.login_view, name="login"),
    path("lang/", views.switch_language, name="lang"),
    path("invite/", views.invite, name="invite"),
]
