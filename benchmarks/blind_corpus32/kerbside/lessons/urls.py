from django.urls import path

from .views import account, bookings, instructors, routes

app_name = "lessons"

urlpatterns = [
    path("", bookings.LessonListView.as_view(), name="lesson-list"),
    path("book/", bookings.BookLessonView.as_view(), name="book"),
    path("book/manage/", bookings.ManageBookingView.as_view(), name="manage"),
    path("book/plan/", bookings.LessonPlanUploadView.as_view(), name="plan-upload"),
    path("book/plan/restore/", bookings.PlanRestoreView.as_view(), name="plan-restore"),
    path("book/licence/", bookings.LicencePhotoView.as_view(), name="licence-photo"),
    path("book/quote/", bookings.QuoteView.as_view(), name="quote"),
    path("instructors/", instructors.InstructorSearchView.as_view(), name="instructor-search"),
    path("instructors/availability/", instructors.AvailabilityView.as_view(), name="availability"),
    path("instructors/calendar/", instructors.CalendarSyncView.as_view(), name="calendar-sync"),
    path("instructors/<int:pk>/", instructors.InstructorDetailView.as_view(), name="instructor-detail"),
    path("instructors/dashcam/", instructors.DashcamUploadView.as_view(), name="dashcam"),
    path("routes/", routes.RouteSearchView.as_view(), name="routes"),
    path("routes/upload/", routes.RouteUploadView.as_view(), name="route-upload"),
    path("documents/", account.DocumentView.as_view(), name="documents"),
    path("documents/handbook/", account.HandbookView.as_view(), name="handbook"),
    path("account/login/", account.PupilLoginView.as_view(), name="login"),
    path("account/theme/", account.ThemeView.as_view(), name="theme"),
]
