from django.urls import include, path
from rest_framework.routers import DefaultRouter

from tracking import views

router = DefaultRouter()
router.register("kites", views.KiteViewSet, basename="kite")
router.register("flights", views.FlightViewSet, basename="flight")
router.register("webhooks", views.WebhookViewSet, basename="webhook")

urlpatterns = [
    path("api/", include(router.urls)),
    path("api/keys/", views.IssueKeyView.as_view()),
    path("api/pilots/lookup/", views.PilotLookupView.as_view()),
    path("go/", views.GoView.as_view()),
]
