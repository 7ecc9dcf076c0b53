from django.contrib import admin
from django.urls import path

from concerts import views as concert_views
from members import views as member_views
from music import views as music_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("members/", member_views.MemberDirectoryView.as_view(), name="directory"),
    path("members/search/", member_views.SurnameSearchView.as_view(), name="member-search"),
    path("members/login/", member_views.ChoirLoginView.as_view(), name="login"),
    path("members/profile/", member_views.ProfileUpdateView.as_view(), name="profile"),
    path("members/reset/", member_views.PasswordResetRequestView.as_view(), name="reset"),
    path("members/schedule/import/", member_views.ScheduleImportView.as_view(), name="schedule-import"),
    path("music/files/<path:filename>", music_views.ScoreFileView.as_view(), name="score-file"),
    path("music/score/<int:pk>/pdf", music_views.ScorePdfView.as_view(), name="score-pdf"),
    path("music/score/upload/", music_views.ScoreUploadView.as_view(), name="score-upload"),
    path("music/score/<int:pk>/parts/", music_views.PartLookupView.as_view(), name="score-parts"),
    path("music/practice/<int:pk>/clip/", music_views.PracticeClipView.as_view(), name="practice-clip"),
    path("concerts/<int:pk>/", concert_views.ConcertDetailView.as_view(), name="concert"),
    path("concerts/<int:pk>/reviews/", concert_views.ReviewListView.as_view(), name="reviews"),
    path("concerts/<int:pk>/buy/", concert_views.BuyTicketView.as_view(), name="buy"),
    path("concerts/<int:pk>/sold/", concert_views.ConcertSalesView.as_view(), name="sold"),
    path("concerts/sales/", concert_views.SalesReportView.as_view(), name="sales"),
    path("concerts/import/", concert_views.ImportEventView.as_view(), name="import-event"),
]
