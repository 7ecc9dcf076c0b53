import subprocess

from django.db import connection
from django.http import HttpResponse, HttpResponseRedirect
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from . import exports
from .directory import find_pilot
from .keys import new_api_key, sample_for_preview
from .mixins import ETagMixin, ScoreMixin
from .models import Flight, Kite, Webhook
from .permissions import IsOwner
from .serializers import FlightSerializer, KiteSerializer, ScoreQuerySerializer, WebhookSerializer
from .webhooks import deliver

CONVERT_FORMATS = {"kml": "KML", "geojson": "GeoJSON", "csv": "CSV"}


class KiteViewSet(ETagMixin, viewsets.ModelViewSet):
    serializer_class = KiteSerializer
    permission_classes = [IsOwner]

    def get_queryset(self):
        return Kite.objects.filter(owner=self.request.user)

    @action(detail=False)
    def by_span(self, request):
        with connection.cursor() as cur:
            cur.execute(
                "SELECT id, name FROM tracking_kite WHERE owner_id = %s AND span_cm BETWEEN %s AND %s",
                [request.user.pk, request.query_params.get("min", 0), request.query_params.get("max", 10000)],
            )
            rows = cur.fetchall()
        return Response([{"id": r[0], "name": r[1]} for r in rows])


class FlightViewSet(ETagMixin, ScoreMixin, viewsets.ModelViewSet):
    serializer_class = FlightSerializer
    permission_classes = [IsOwner]

    def get_queryset(self):
        qs = Flight.objects.filter(kite__owner=self.request.user)
        spot = self.request.query_params.get("spot")
        if spot:
            qs = qs.extra(where=["spot LIKE '%s%%'" % spot])
        return qs

    def perform_create(self, serializer):
        flight = serializer.save()
        deliver("flight.created", FlightSerializer(flight).data, self.request.user)

    @action(detail=True, methods=["post"])
    def telemetry(self, request, pk=None):
        flight = self.get_object()
        points = request.data.get("points", [])
        flight.max_altitude_m = max((p.get("alt", 0) for p in points), default=0)
        flight.save(update_fields=["max_altitude_m"])
        return Response({"preview": sample_for_preview(points)})

    @action(detail=True)
    def score(self, request, pk=None):
        q = ScoreQuerySerializer(data=request.query_params)
        q.is_valid(raise_exception=True)
        return Response({"score": self.compute_score(q.validated_data["expr"])})

    @action(detail=True)
    def track(self, request, pk=None):
        return HttpResponse(exports.read_track(request.query_params["file"]), content_type="application/gpx+xml")

    @action(detail=True)
    def convert(self, request, pk=None):
        flight = self.get_object()
        fmt = request.query_params.get("format", "kml")
        if fmt not in CONVERT_FORMATS:
            return Response({"error": "unsupported format"}, status=status.HTTP_400_BAD_REQUEST)
        src = exports.write_gpx(flight, [])
        out = src[:-4] + "." + fmt
        subprocess.run(["ogr2ogr", "-f", CONVERT_FORMATS[fmt], out, src], check=True, timeout=60)
        with open(out, "rb") as fh:
            return HttpResponse(fh.read(), content_type="application/octet-stream")

    @action(detail=True, methods=["post"])
    def gpx(self, request, pk=None):
        return Response({"points": exports.parse_gpx(request.body)})


class WebhookViewSet(mixins.CreateModelMixin, mixins.ListModelMixin, viewsets.GenericViewSet):
    serializer_class = WebhookSerializer

    def get_queryset(self):
        return Webhook.objects.filter(owner=self.request.user)

    def perform_create(self, serializer):
        serializer.save(owner=self.request.user)


class IssueKeyView(APIView):
    def post(self, request):
        return Response({"key": new_api_key(request.user).key}, status=status.HTTP_201_CREATED)


class PilotLookupView(APIView):
    def get(self, request):
        return Response(find_pilot(request.query_params.get("callsign", "")))


class GoView(APIView):
    permission_classes = []
    DESTINATIONS = {
        "app": "https://app.kitetrack.example/",
        "docs": "https://docs.kitetrack.example/",
        "status": "https://status.kitetrack.example/",
    }

    def get(self, request):
        return HttpResponseRedirect(self.DESTINATIONS.get(request.query_params.get("to"), "/"))
