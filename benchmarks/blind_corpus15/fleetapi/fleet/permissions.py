import hmac

from rest_framework.permissions import BasePermission

from .models import Vehicle

INGEST_MASTER_KEY = "flt-master-9QxV4r7LpZ2mK8sW1dN6tB"


class DeviceKeyPermission(BasePermission):
    """Telemetry devices authenticate with their pairing code or the ingest master key."""

    def has_permission(self, request, view):
        supplied = request.headers.get("X-Device-Key", "")
        if hmac.compare_digest(supplied, INGEST_MASTER_KEY):
            return True
        vehicle_id = request.headers.get("X-Vehicle-Id")
        if not vehicle_id or not vehicle_id.isdigit():
            return False
        code = Vehicle.objects.filter(pk=int(vehicle_id)).values_list("pairing_code", flat=True).first()
        return bool(code) and hmac.compare_digest(supplied, code)
