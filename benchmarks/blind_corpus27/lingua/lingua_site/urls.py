from django.urls import include, path
from rest_framework.routers import DefaultRouter

from courses import api, views

router = DefaultRouter()
router.register(r"courses", api.CourseViewSet, basename="course")
router.register(r"enrolments", api.EnrolmentViewSet, basename="enrolment")

urlpatterns = [
    path("api/", include(router.urls)),
    path("api/placement/", api.PlacementView.as_view()),
    path("api/staff/", api.StaffLookupView.as_view()),
    path("api/import/", api.SyllabusImportView.as_view()),
    path("api/vocab/", api.VocabView.as_view()),
    path("lang/", views.switch_language),
    path("login/done/", views.after_login),
    path("certificate/<path:code>/", views.certificate),
    path("welcome/", views.welcome),
    path("resources/", views.resource_file),
    path("badge/", views.course_badge),
    path("handout/", views.handout),
]
