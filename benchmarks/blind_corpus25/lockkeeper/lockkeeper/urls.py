from django.contrib import admin
from django.urls import include, path
from rest_framework.routers import DefaultRouter

from moorings import auth_views, licences_xml, views

router = DefaultRouter()
router.register("permits", views.PermitViewSet, basename="permit")
router.register("boats", views.BoatViewSet, basename="boat")
router.register("documents", views.DocumentViewSet, basename="document")

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include(router.urls)),
    path("login/", auth_views.login_view, name="login"),
    path("logout/", auth_views.logout_view, name="logout"),
    path("hand-off/", auth_views.hand_off, name="hand-off"),
    path("prefs/", auth_views.prefs_view, name="prefs"),
    path("permits/<int:pk>/rotate-pin/", auth_views.rotate_pin, name="rotate-pin"),
    path("licences/summary/", licences_xml.licence_summary),
    path("licences/vessel/", licences_xml.licence_vessel),
]
