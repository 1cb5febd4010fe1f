import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { bytesOf, eachEntry } from './archive-reader.service';
import { MANIFEST_PATH, type Manifest } from './archive-manifest.service';

/** A copy of an archive (beside it, "-rewritten.zip") with its manifest changed by `change`. */
export async function rewriteManifest(file: string, change: (m: Manifest) => unknown) {
  const out = file.replace(/\.zip$/, '-rewritten.zip');
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(out));
  await eachEntry(file, async (name, body) => {
    const bytes = await bytesOf(body);
    if (name === MANIFEST_PATH)
      zip.addBuffer(Buffer.from(JSON.stringify(change(JSON.parse(bytes.toString())))), name);
    else zip.addBuffer(bytes, name);
  });
  zip.end();
  await written;
  return out;
}
