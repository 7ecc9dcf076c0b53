from django.urls import include, path
from rest_framework.routers import DefaultRouter

from vehicles.views import DriverViewSet, VehicleViewSet

router = DefaultRouter()
router.register("vehicles", VehicleViewSet, basename="vehicle")
router.register("drivers", DriverViewSet, basename="driver")

urlpatterns = [path("api/", include(router.urls))]
