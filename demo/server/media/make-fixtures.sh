#!/bin/sh
# Regenerates the camera-stream fixtures (spec 7.11): a 4-segment H.264 HLS set (2 s each) that the
# reference server loops as a live sliding-window playlist, and an 8 s mp4 for ASK_DOWNLOAD.
# The server reads only the committed files; ffmpeg is needed only to run this script.
set -eu
cd "$(dirname "$0")/fixtures"
rm -f seg*.ts source.m3u8 clip.mp4
COMMON="-f lavfi -i testsrc=size=320x240:rate=25:duration=8 -c:v libx264 -profile:v baseline -level 3.0 \
  -pix_fmt yuv420p -g 50 -keyint_min 50 -sc_threshold 0 -b:v 90k -maxrate 120k -bufsize 240k -an"
# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y $COMMON -f hls -hls_time 2 -hls_list_size 0 \
  -hls_segment_filename 'seg%d.ts' source.m3u8
# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y $COMMON -movflags +faststart clip.mp4
# The playlist is built by the server; keep only the segments and the clip.
rm -f source.m3u8
ls -l
