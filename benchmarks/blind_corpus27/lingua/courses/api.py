import pickle
import base64

from django.db import connection
from rest_framework import viewsets
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Course, Enrolment
from .serializers import CourseFilterSerializer, CourseSerializer, EnrolmentSerializer, PlacementSerializer
from .services.ldap_sync import StaffDirectory
from .services.placement import grade, grade_custom
from .services.syllabus import load_syllabus, vocab_for


class CourseViewSet(viewsets.ModelViewSet):
    serializer_class = CourseSerializer

    def get_queryset(self):
        f = CourseFilterSerializer(data=self.request.query_params)
        f.is_valid(raise_exception=True)
        qs = Course.objects.all()
        if "language" in f.validated_data:
            qs = qs.filter(language=f.validated_data["language"])
        return qs.order_by(f.validated_data["sort"])

    def list(self, request, *args, **kwargs):
        teacher = request.query_params.get("teacher")
        if teacher:
            rows = Course.objects.raw("SELECT * FROM courses_course WHERE teacher = '%s'" % teacher)
            return Response(CourseSerializer(rows, many=True).data)
        return super().list(request, *args, **kwargs)


class EnrolmentViewSet(viewsets.ModelViewSet):
    serializer_class = EnrolmentSerializer
    queryset = Enrolment.objects.all()

    def get_queryset(self):
        email = self.request.query_params.get("email")
        if email:
            return Enrolment.objects.raw("SELECT * FROM courses_enrolment WHERE student_email = %s", [email])
        return super().get_queryset()

    def destroy(self, request, *args, **kwargs):
        ids = request.data.get("ids", [])
        with connection.cursor() as cur:
            cur.execute("DELETE FROM courses_enrolment WHERE id IN (%s)" % ",".join(str(int(i)) for i in ids))
        return Response(status=204)


class PlacementView(APIView):
    def post(self, request):
        ser = PlacementSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        scoring = ser.validated_data["scoring"]
        if scoring.startswith("expr:"):
            return Response({"score": grade_custom(ser.validated_data["answers"], scoring[5:])})
        return Response({"level": grade(ser.validated_data["answers"], scoring)})


class StaffLookupView(APIView):
    def get(self, request):
        return Response(StaffDirectory().by_language(request.query_params.get("lang", "")))


class SyllabusImportView(APIView):
    def post(self, request):
        if request.content_type == "application/x-python-pickle":
            data = pickle.loads(base64.b64decode(request.body))
        else:
            data = load_syllabus(request.body)
        return Response({"units": len(data)})


class VocabView(APIView):
    def get(self, request):
        return Response(vocab_for(request.query_params.get("unit", ""), request.query_params.get("lang", "en")))
