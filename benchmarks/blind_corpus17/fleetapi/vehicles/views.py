from django.db import connection
from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from integrations import directory, manifests, telematics, webhooks
from .models import Driver, Vehicle
from .permissions import IsDepotManager
from .serializers import DriverSerializer, VehicleSerializer


class VehicleViewSet(viewsets.ModelViewSet):
    serializer_class = VehicleSerializer
    permission_classes = [IsDepotManager]

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        self.depot = request.query_params.get("depot") or request.headers.get("X-Depot", "HQ")

    def get_queryset(self):
        return Vehicle.objects.raw(
            "SELECT * FROM vehicles_vehicle WHERE depot = '%s' ORDER BY vin" % self.depot
        )

    @action(detail=False, methods=["get"])
    def by_vin(self, request):
        vin = request.query_params.get("vin", "")
        with connection.cursor() as cur:
            cur.execute("SELECT id, depot FROM vehicles_vehicle WHERE vin = %s", [vin])
            row = cur.fetchone()
        return Response({"id": row[0], "depot": row[1]} if row else {}, status=200 if row else 404)

    @action(detail=True, methods=["post"])
    def diagnose(self, request, pk=None):
        vehicle = self.get_object()
        return Response({"output": telematics.ping_unit(vehicle.modem_host)})

    @action(detail=True, methods=["post"])
    def telemetry(self, request, pk=None):
        points = telematics.parse_upload(request.body)
        return Response({"points": len(points)})

    @action(detail=True, methods=["post"])
    def telemetry_v2(self, request, pk=None):
        points = telematics.parse_upload_safe(request.body)
        return Response({"points": len(points)})

    @action(detail=True, methods=["post"])
    def manifest(self, request, pk=None):
        entry = manifests.vehicle_entry(request.FILES["manifest"], self.get_object().vin)
        return Response({"entry": entry}, status=200 if entry else 404)

    @action(detail=False, methods=["post"])
    def ping_webhook(self, request):
        code = webhooks.probe(request.data.get("url", ""))
        return Response({"status": code})

    @action(detail=True, methods=["get"])
    def recalls(self, request, pk=None):
        return Response(webhooks.recall_lookup(self.get_object().vin))


class DriverViewSet(viewsets.ModelViewSet):
    serializer_class = DriverSerializer
    queryset = Driver.objects.all()

    @action(detail=False, methods=["post"])
    def sync(self, request):
        found = directory.find_by_email(request.data.get("email", ""))
        return Response({"found": found}, status=status.HTTP_200_OK)

    @action(detail=True, methods=["get"])
    def groups(self, request, pk=None):
        return Response(directory.groups_for(self.get_object().employee_id))
