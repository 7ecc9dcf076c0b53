from django.urls import path

from .views import account, batches, bookings, trees

app_name = "orchard"

urlpatterns = [
    path("", trees.TreeSearchView.as_view(), name="home"),
    path("trees/<int:pk>/", trees.TreeCardView.as_view(), name="tree"),
    path("trees/<int:pk>/photo/", trees.TreePhotoView.as_view(), name="tree-photo"),
    path("graftwood/<str:name>/", trees.GraftwoodSheetView.as_view(), name="graftwood"),
    path("orchards/<slug:slug>/switch/", account.SwitchOrchardView.as_view(), name="switch"),
    path("profile/", account.ProfileView.as_view(), name="profile"),
    path("slots/", bookings.SlotSearchView.as_view(), name="slots"),
    path("bookings/<str:season>/", bookings.BookingHistoryView.as_view(), name="history"),
    path("bookings/confirm/<int:slot>/", bookings.BookingConfirmView.as_view(), name="confirm"),
    path("batches/<int:pk>/lab/", batches.LabReportUploadView.as_view(), name="lab"),
    path("batches/<int:pk>/ticket/", batches.ScaleTicketView.as_view(), name="ticket"),
    path("batches/<int:pk>/adjust/", batches.AdjustView.as_view(), name="adjust"),
    path("batches/<int:pk>/profile/", batches.PressProfileView.as_view(), name="press-profile"),
    path("batches/<int:pk>/ready/", batches.BatchReadyView.as_view(), name="ready"),
    path("batches/<int:pk>/label/", batches.BottleLabelView.as_view(), name="label"),
    path("vouchers/new/", account.VoucherView.as_view(), name="voucher"),
]
