import { article, type DemoPost } from './post-format';

/** How the paintings get made. */
export const POSTS_PROCESS: DemoPost[] = [
  {
    title: 'Painting Fog: A Grey Week at Pemaquid',
    categories: ['Process'],
    status: 'published',
    daysAgo: 12,
    image: 'Morning Fog, Pemaquid',
    excerpt:
      'Five mornings on the rocks below the lighthouse, trying to paint something that is mostly the absence of things.',
    content: article({
      intro: [
        'Last week the forecast promised fog every morning, so I packed the small easel, a thermos and a stack of toned panels and drove down to Pemaquid Point before dawn five days in a row.',
        'Fog is one of the hardest things I know how to paint, and one of the most rewarding. It removes almost everything a landscape painter relies on: strong light, clear edges, contrast, colour. What it leaves is structure, and a great deal of very quiet grey.',
      ],
      heading: 'Mixing the greys first',
      body: [
        'The first morning was a failure. I tried to mix each grey as I went, the way I would on a clear day, and by the time I had the sky right the fog had thinned and the water had changed. The panel ended up a muddle of greys that were all slightly wrong in relation to each other.',
        'So on the second morning I did the work at the kitchen table before I left. I mixed five piles of grey from ultramarine, burnt sienna and white, each one a step lighter than the last, and a warmer version of each with a touch of yellow ochre. On the rocks, I only had to decide which pile each shape belonged to. The painting went down in forty minutes, and it is the one in the gallery now.',
        'The rest of the week I experimented with edges. In fog, almost every edge is lost, and the few that are found become enormously important. The line where the nearest rock meets the water, the faint top of the far point, the mast of a boat appearing for a minute: those are the notes the whole painting hangs on.',
        'I worked wet into wet and softened edges with a dry fan brush, then came back in with a palette knife for the two or three hard edges I wanted to keep.',
      ],
      quote:
        'A fog painting is all about the one thing you can still see clearly, and how far away everything else has gone.',
      outro: [
        'I came home with nine panels. Four will be scraped down and reused, three are good studies, and two might become larger canvases this winter. For five mornings of cold hands, that is a very good week.',
      ],
    }),
  },
  {
    title: 'Time-Lapse: Painting “The Long Light” in Forty Minutes',
    categories: ['Process', 'Studio Notes'],
    status: 'published',
    daysAgo: 30,
    image: 'The Long Light, Monhegan',
    video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', provider: 'youtube' },
    excerpt:
      'Three evenings of painting on Monhegan, compressed into forty minutes of video, with notes on what is happening at each stage.',
    content: article({
      intro: [
        'Several of you have asked to see how a large painting comes together, so this autumn I set up a camera beside the easel while I worked on The Long Light, the largest landscape I have painted this year. The video above compresses three evening sessions on Monhegan and two days of studio work into about forty minutes.',
        'Here are some notes to watch along with it.',
      ],
      heading: 'The stages, minute by minute',
      body: [
        'In the first five minutes you will see me toning the linen with a thin wash of transparent red oxide. The warm ground is what makes the evening light glow at the end; almost every cool colour I put on top lets a little of it through.',
        'From about minute six to minute fifteen, the big shapes go in with a large flat brush: the dark mass of the headland, the band of the sea, and the sky. I am working fast because the light is changing, and I deliberately keep everything a little lighter and thinner than I want it to end up.',
        'Around minute eighteen the sun drops behind the cloud bank and I stop for the night. The next two evenings are spent on the water, which took far longer than I expected. The long streaks of reflected light are scraped in with the edge of a palette knife and then softened.',
        'The last section is in the studio. I glaze the shadows of the headland, adjust the horizon, which had drifted upward over three sessions, and add the last few highlights on the water with a small round brush.',
      ],
      quote:
        'Watching yourself paint is humbling. I had no idea how often I step back from the easel, or how long I stand there doing nothing at all.',
      outro: [
        'The painting is in the Landscapes collection now. If you would like me to film another one, tell me which kind of painting you would most like to see made.',
      ],
    }),
  },
  {
    title: 'Why I Stretch My Own Linen',
    categories: ['Process'],
    status: 'published',
    daysAgo: 45,
    image: 'Hayfield After Rain',
    excerpt:
      'Pre-primed canvas is easier, cheaper and perfectly good. Here is why I still spend a day every month stretching and priming linen by hand.',
    content: article({
      intro: [
        'One of the questions I am asked most at open studios is whether I really stretch my own canvases. I do, and most months I spend a full day on it: cutting linen from the roll, stretching it over the bars, sizing it and laying on the ground.',
        'It is not because store-bought canvas is bad. Plenty of painters I admire use nothing else. It is because the surface is the first decision in every painting, and I like to make it myself.',
      ],
      heading: 'Linen, size and ground',
      body: [
        'I use a medium-weight Belgian linen with an irregular weave. Cotton canvas is more even, which is exactly why I avoid it: the little slubs and knots in linen catch the paint as a brush drags across, and that broken texture does a lot of the work in a painting like The Long Light.',
        'After stretching, the linen gets two thin coats of size to keep the oil from rotting the fibres over time. Then comes the ground. I use an oil ground rather than acrylic gesso, laid on with a wide knife and scraped thin so that the weave still shows through. It takes a week or more to dry, so I am always priming canvases for a month ahead.',
        'The most useful thing about preparing my own supports is that I can tune them for different kinds of paintings. For the small plein air studies I use panels with a smooth, absorbent ground that lets me work fast. For the big abstracts I leave the weave rough, because the palette knife skips across it and leaves the earlier layers showing.',
      ],
      quote:
        'By the time I pick up a brush, I have already touched every inch of the canvas twice.',
      outro: [
        'Panels get the same care. I cut them from birch plywood, seal the edges, and glue down offcuts of linen left over from the big canvases, so nothing from the roll goes to waste.',
        'It is also, honestly, a good day of work for the days when I do not feel like painting. Stretching linen has never once given me painter’s block.',
      ],
    }),
  },
  {
    title: 'On Limited Palettes',
    categories: ['Process'],
    status: 'published',
    daysAgo: 90,
    image: 'Lemons and Blue Bowl',
    excerpt:
      'Most of my paintings use four or five colours. Why fewer tubes makes for more colour, and the palettes I use through the year.',
    content: article({
      intro: [
        'If you looked in my paint box you would find about thirty tubes of colour. If you watched me paint, you would see me use four or five of them. The rest are there for emergencies and for the rare painting that really needs a particular pigment.',
        'Working with a limited palette is one of the oldest pieces of advice in painting, and it is still the best I know.',
      ],
      heading: 'Fewer tubes, more harmony',
      body: [
        'When every colour in a painting is mixed from the same few pigments, the colours are related to each other whether you mean them to be or not. A grey mixed from ultramarine and burnt sienna sits naturally beside a blue made of the same ultramarine. The painting hangs together before you have made a single clever decision.',
        'A limited palette also forces you to think about value and temperature rather than hue. With only one yellow, one red and one blue, you cannot reach for the perfect green from a tube. You have to mix it, and in mixing it you learn exactly how warm or cool, light or dark it needs to be in relation to everything around it.',
        'My summer palette is cadmium yellow light, cadmium red, ultramarine blue and titanium white, with viridian for the sea. In autumn I swap the cadmium yellow for yellow ochre and add burnt sienna. Winter is mostly ultramarine, burnt umber and white, with a touch of alizarin for the late afternoon.',
        'Lemons and Blue Bowl, the painting at the top of this post, uses only four colours. The yellow of the lemons and the blue of the bowl should fight, and the reason they do not is that the grey cloth between them is mixed from both.',
      ],
      quote:
        'Colour is not what is in the tube. Colour is what happens between the patches of paint.',
      outro: [
        'If you paint and you have never tried it, take away all but three colours and white for a month. It is uncomfortable for the first week, and then it is a relief.',
      ],
    }),
  },
  {
    title: 'Still Life in Winter: Pears, Lemons and Patience',
    categories: ['Studio Notes', 'Process'],
    status: 'published',
    daysAgo: 250,
    image: 'Three Pears on Linen',
    excerpt:
      'When the weather closes in, the subjects come indoors. A few notes on setting up and living with a still life.',
    content: article({
      intro: [
        'From December to March, most of my painting happens at the kitchen table. The light through the north skylight is steady all day, the subjects sit still, and nobody has to worry about frostbite.',
        'Still life has a reputation for being the quiet, easy corner of painting. I have never found it easy. It is, though, the most patient teacher I know.',
      ],
      heading: 'Setting up',
      body: [
        'I spend longer setting up a still life than painting it. Three pears on a linen cloth sounds simple, but there are a hundred ways to arrange them and most are dull. I move them around for an hour or more, looking for an arrangement where the shapes of the spaces between them are as interesting as the fruit themselves.',
        'I keep the setup small and close, no more than an arm’s length away, and light it from one side so that the shadows do half the work of describing the forms. A dark backdrop helps the warm colours of the fruit come forward; a white cloth gives me a place to put all the reflected colour that makes a still life glow.',
        'Then I live with it. Fruit ripens and changes colour, cloth settles, and the light through the skylight is a little different every day. I paint the big relationships in the first session and spend the rest of the week refining, always watching for the moment when the pears start to turn and I have to finish or start again.',
        'Three Pears on Linen took nine days. On the tenth day the pears went into a tart, which is the only reward a still life painter can offer her models.',
      ],
      quote:
        'A landscape forgives you because it changes. A still life waits, and it knows when you have not been looking.',
      outro: [
        'The winter still lifes are collected in the Still Life section of the gallery, along with a few older ones I have never wanted to part with.',
      ],
    }),
  },
  {
    title: 'Behind “Tidewater I”',
    categories: ['Process'],
    status: 'published',
    daysAgo: 330,
    image: 'Tidewater I',
    excerpt:
      'How a year of painting the Damariscotta River at slack water turned into a series of colour fields.',
    content: article({
      intro: [
        'Tidewater I is the first of a series of larger abstract paintings that came, unexpectedly, out of a year of painting the Damariscotta River. People are sometimes surprised that the same painter makes the landscapes and the colour fields. To me they are the same paintings, seen from different distances.',
        'For most of last year I went to the same spot above the river at slack water, the short still moment between tides, and painted what I saw. By autumn I had thirty small panels, and when I laid them out on the studio floor I noticed that I had stopped painting the trees and the shore. What was left were bands of colour: the dark water, the pale sky, and a narrow strip of reflected light between them.',
      ],
      heading: 'From study to colour field',
      body: [
        'Tidewater I takes those three bands and makes them the whole subject. The painting is built from a dozen thin glazes over an underpainting of raw umber, each one slightly different in colour and temperature, so that the blues seem to move as you walk past.',
        'The edges between the bands were the hardest part. A hard edge makes the painting feel like a flag; a soft one makes it feel like a photograph out of focus. I ended up feathering them with a dry brush, stopping at the point where the band starts to hover rather than sit on the canvas.',
        'I made the painting at forty-eight inches tall so that it would be roughly the height of the view when you stand at the water’s edge: the dark band at your feet, the light at eye level, the sky above your head.',
      ],
      quote:
        'I kept taking things away until all that was left was the feeling of the river at slack water.',
      outro: [
        'Tidewater I was shown in the Slack Water exhibition in Belfast, and the series has continued since. Two more are on the easel now, one of them almost entirely grey.',
      ],
    }),
  },
];
