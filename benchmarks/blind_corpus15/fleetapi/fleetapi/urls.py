from django.urls import include, path
from rest_framework.routers import DefaultRouter

from fleet import exports, views

router = DefaultRouter()
router.register("vehicles", views.VehicleViewSet, basename="vehicle")
router.register("telemetry", views.TelemetryViewSet, basename="telemetry")
router.register("webhooks", views.WebhookViewSet, basename="webhook")

urlpatterns = [
    path("api/", include(router.urls)),
    path("api/exports/archive/<path:name>", exports.download_archived),
    path("api/exports/download", exports.download_export),
    path("api/vehicles/<int:vehicle_id>/export", exports.build_export),
]
