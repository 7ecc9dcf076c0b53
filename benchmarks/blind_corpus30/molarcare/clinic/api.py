import base64
import pickle
from decimal import Decimal

import requests
from django.conf import settings
from django.core import signing
from django.db import connection
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import ChartNote
from .serializers import (
    ChartDraftSerializer,
    EstimateSerializer,
    InsurerLookupSerializer,
    PatientSearchSerializer,
    ReferralFetchSerializer,
)
from .serializers_util import band_fee, parse_teeth


class PatientSearchAPI(APIView):
    def get(self, request):
        params = PatientSearchSerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        data = params.validated_data
        with connection.cursor() as cur:
            cur.execute(
                f"SELECT id, forename, surname FROM clinic_patient WHERE surname ILIKE %s ORDER BY {data['ordering']} LIMIT %s",
                [data["surname"] + "%", data["limit"]],
            )
            rows = cur.fetchall()
        return Response([{"id": r[0], "forename": r[1], "surname": r[2]} for r in rows])


class EstimateAPI(APIView):
    def post(self, request):
        ser = EstimateSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        fee = band_fee(ser.validated_data["band"], ser.validated_data["base_fee"])
        teeth = parse_teeth(ser.validated_data["teeth"])
        adjusted = eval(ser.validated_data["adjustment"], {"Decimal": Decimal}, {"fee": fee, "teeth": len(teeth)})
        return Response({"estimate": str(adjusted), "teeth": teeth})


class ReferralFetchAPI(APIView):
    def post(self, request):
        ser = ReferralFetchSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        letter = requests.get(ser.validated_data["letter_url"], timeout=15)
        ChartNote.objects.create(patient_id=ser.validated_data["patient"], tooth="-", note=letter.text[:5000])
        return Response({"stored": len(letter.content)})


class InsurerLookupAPI(APIView):
    def get(self, request):
        ser = InsurerLookupSerializer(data=request.query_params)
        ser.is_valid(raise_exception=True)
        resp = requests.get(f"{settings.INSURER_API}/policies/{ser.validated_data['policy']}", timeout=10)
        return Response(resp.json())


class ChartDraftAPI(APIView):
    def post(self, request):
        ser = ChartDraftSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        raw = ser.validated_data["draft"]
        if ser.validated_data["format"] == "legacy":
            draft = pickle.loads(base64.b64decode(raw))
        else:
            draft = signing.loads(raw, salt="chart-draft", max_age=86400)
        for tooth, note in dict(draft).items():
            ChartNote.objects.create(patient_id=ser.validated_data["patient"], tooth=str(tooth)[:3], note=str(note))
        return Response({"restored": len(draft)})
