from django.contrib import admin
from django.urls import path

from samples import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("samples/<str:barcode>/", views.sample_detail, name="sample-detail"),
    path("projects/<int:project_id>/", views.project_samples, name="project-samples"),
    path("freezers/", views.freezer_contents, name="freezer-contents"),
    path("move/", views.move_sample, name="move-sample"),
    path("handover/", views.handover_pin, name="handover-pin"),
    path("protocols/import/", views.import_protocol, name="import-protocol"),
    path("reports/", views.download_report, name="download-report"),
    path("archive/", views.download_archive, name="download-archive"),
    path("bench/", views.choose_bench, name="choose-bench"),
    path("plates/upload/", views.upload_plate, name="upload-plate"),
    path("labels/print/", views.print_label, name="print-label"),
]
