from django.contrib import admin
from django.urls import path

from tickets import views, api

urlpatterns = [
    path("admin/", admin.site.urls),
    path("", views.TicketListView.as_view(), name="ticket-list"),
    path("t/<int:pk>/", views.TicketDetailView.as_view(), name="ticket-detail"),
    path("t/<int:pk>/attachment/", views.AttachmentView.as_view(), name="ticket-attachment"),
    path("search/", views.TicketSearchView.as_view(), name="ticket-search"),
    path("report/", views.ReportView.as_view(), name="ticket-report"),
    path("go/", views.OutboundView.as_view(), name="outbound"),
    path("queue/switch/", views.SwitchQueueView.as_view(), name="switch-queue"),
    path("api/state/", api.restore_state, name="api-state"),
    path("api/prefs/", api.save_prefs, name="api-prefs"),
]
