import random

import yaml
from django.conf import settings
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.html import escape
from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from .models import TelemetryPoint, Vehicle, Webhook
from .permissions import DeviceKeyPermission
from .serializers import PartnerEndpointSerializer, TelemetrySerializer, VehicleSerializer, WebhookSerializer
from .webhooks import deliver


class VehicleViewSet(viewsets.ModelViewSet):
    serializer_class = VehicleSerializer

    def get_queryset(self):
        return Vehicle.objects.filter(owner=self.request.user)

    @action(detail=True, methods=["post"], url_path="pair")
    def pair(self, request, pk=None):
        vehicle = self.get_object()
        vehicle.pairing_code = "%06d" % random.randint(0, 999999)
        vehicle.save(update_fields=["pairing_code"])
        return Response({"pairing_code": vehicle.pairing_code})

    @action(detail=True, methods=["post"], url_path="import-profile")
    def import_profile(self, request, pk=None):
        vehicle = self.get_object()
        profile = yaml.load(request.body, Loader=yaml.Loader)
        vehicle.profile = dict(profile or {})
        vehicle.save(update_fields=["profile"])
        return Response(vehicle.profile)

    @action(detail=True, methods=["post"], url_path="import-limits")
    def import_limits(self, request, pk=None):
        vehicle = self.get_object()
        limits = yaml.safe_load(request.body) or {}
        vehicle.limits = {k: float(v) for k, v in limits.items() if k in ("max_speed", "max_idle_min")}
        vehicle.save(update_fields=["limits"])
        return Response(vehicle.limits)

    @action(detail=True, methods=["get"], permission_classes=[AllowAny])
    def badge(self, request, pk=None):
        """Public, embeddable badge for fleet pages."""
        vehicle = get_object_or_404(Vehicle, pk=pk)
        return HttpResponse(f"<div class='badge'><b>{vehicle.nickname}</b> {vehicle.plate}</div>", content_type="text/html")

    @action(detail=True, methods=["get"], permission_classes=[AllowAny])
    def card(self, request, pk=None):
        vehicle = get_object_or_404(Vehicle, pk=pk)
        return HttpResponse("<div class='card'><h4>%s</h4><p>%s</p></div>" % (escape(vehicle.nickname), escape(vehicle.plate)), content_type="text/html")


class TelemetryViewSet(viewsets.ModelViewSet):
    serializer_class = TelemetrySerializer
    permission_classes = [DeviceKeyPermission]

    def get_queryset(self):
        return TelemetryPoint.objects.select_related("vehicle").order_by("-recorded_at")


class WebhookViewSet(viewsets.ViewSet):
    def create(self, request):
        ser = WebhookSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        url = ser.validated_data["url"]
        code = deliver(url, {"type": "ping"})
        if code is None or code >= 400:
            return Response({"error": "endpoint did not accept ping"}, status=status.HTTP_400_BAD_REQUEST)
        hook = ser.save(owner=request.user, secret=request.data.get("secret", ""))
        deliver(settings.FLEET_AUDIT_HOOK, {"type": "webhook.created", "id": hook.pk})
        return Response({"id": hook.pk}, status=status.HTTP_201_CREATED)

    @action(detail=False, methods=["post"], url_path="partner")
    def partner(self, request):
        ser = PartnerEndpointSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        endpoint = ser.validated_data["endpoint"]
        deliver(endpoint, {"type": "ping", "tenant": request.user.pk})
        Webhook.objects.create(owner=request.user, url=endpoint, partner=True)
        return Response(status=status.HTTP_201_CREATED)
